// The floor app's root layout: an html and a body, nothing else of ours.
export const metadata = { title: 'floor' };

export default function RootLayout({ children }) {
  return (
    <html lang="zh-CN">
      <body>{children}</body>
    </html>
  );
}
