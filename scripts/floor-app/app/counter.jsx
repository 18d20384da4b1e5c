'use client';

import { useState } from 'react';

// The floor app's one client component: a button with state, so the page hydrates.
export default function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      点赞 {count}
    </button>
  );
}
