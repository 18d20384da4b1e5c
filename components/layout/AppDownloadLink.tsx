import Link from 'next/link';

/** 打开APP as a link to the download page: the way to the app where no scheme or launch tag can open it. */
export function AppDownloadLink() {
  return (
    <Link href="/market/download" className="btn">
      打开APP
    </Link>
  );
}
