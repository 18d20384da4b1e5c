import { connection } from 'next/server';
import Counter from './counter';

// The floor app's one page, rendered on every request (as every page of ours is): a heading, a
// line that changes per request, and one client component.
export default async function Page() {
  await connection();
  return (
    <main>
      <h1>新出行</h1>
      <p>{new Date().toISOString()}</p>
      <Counter />
    </main>
  );
}
