import type { EventSummary } from '@playline/contract/sports';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useMemo, useState } from 'react';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useElementWidth } from '#app/lib/use-element-width.ts';
import { dayLabel } from './day-groups';
import { columnsFor, lineKey, listLines } from './event-lines';
import styles from './event-list.module.css';
import { EventRow } from './event-row';

/** Heights before measuring; lines are measured once drawn, so a longer Greek name only corrects the estimate. */
const DAY_HEIGHT = 40;
const ROW_HEIGHT = 65;

/**
 * Events under local day headings, virtualised against the window's scroll: only the lines near the viewport are
 * in the DOM, so a league of 300 matches scrolls like one of 30 on a phone. A wide list (desktop, tablet) puts two
 * events on a line.
 */
export function EventList({ events, label }: { events: readonly EventSummary[]; label: string }) {
  const t = useT();
  const locale = useClientStore((state) => state.language.locale);
  const [list, setList] = useState<HTMLElement | null>(null);
  const [offset, setOffset] = useState(0);
  const columns = columnsFor(useElementWidth(list));
  const lines = useMemo(() => listLines(events, columns), [events, columns]);
  useLayoutEffect(() => {
    setOffset(list ? list.getBoundingClientRect().top + window.scrollY : 0);
  }, [list]);
  const virtualizer = useWindowVirtualizer({
    count: lines.length,
    estimateSize: (index) => (lines[index]?.kind === 'day' ? DAY_HEIGHT : ROW_HEIGHT),
    getItemKey: (index) => lineKey(lines[index]),
    overscan: 6,
    scrollMargin: offset,
  });
  return (
    <section ref={setList} aria-label={label} className={styles.list}>
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((virtual) => {
          const line = lines[virtual.index];
          if (!line) return null;
          return (
            <div
              key={virtual.key}
              data-index={virtual.index}
              ref={virtualizer.measureElement}
              className={line.kind === 'day' ? styles.item : `${styles.item} ${styles.line}`}
              data-columns={columns}
              style={{ transform: `translateY(${virtual.start - virtualizer.options.scrollMargin}px)` }}
            >
              {line.kind === 'day' ? (
                <h2 className={styles.day}>{dayLabel(t, line.day, locale)}</h2>
              ) : (
                line.events.map((event) => <EventRow key={event.id} event={event} />)
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}
