// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TabFilters } from '@/components/search/SearchRefine';
import { VIEWS_NOTE } from '@/lib/view-counts';

// A list ordered by views says what it counts (local-api/views.ts: a visitor a day per item).

afterEach(cleanup);

describe('hot lists name what they count', () => {
  it('search’s 最热 order says it counts a visitor once a day; 最新 says nothing of views', () => {
    const { rerender } = render(
      <TabFilters keyword="续航" tab="official" filters={{}} categories={[]} />,
    );
    expect(screen.getByText(`最热：${VIEWS_NOTE}`)).toBeTruthy();
    rerender(
      <TabFilters keyword="续航" tab="official" filters={{ order: 'new' }} categories={[]} />,
    );
    expect(screen.queryByText(`最热：${VIEWS_NOTE}`)).toBeNull();
  });
});
