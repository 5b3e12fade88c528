import type { EventSummary } from '@playline/contract/sports';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { dayLabel, groupByDay } from './day-groups';
import styles from './event-list.module.css';
import { EventRow } from './event-row';

type ListItem = { kind: 'day'; day: number } | { kind: 'event'; event: EventSummary };

/** Heights before measuring; rows are measured once drawn, so a longer Greek name only corrects the estimate. */
const DAY_HEIGHT = 40;
const ROW_HEIGHT = 65;

/**
 * Events under local day headings, virtualised against the window's scroll: only the rows near the viewport are
 * in the DOM, so a league of 300 matches scrolls like one of 30 on a phone.
 */
export function EventList({ events, label }: { events: readonly EventSummary[]; label: string }) {
  const t = useT();
  const locale = useClientStore((state) => state.language.locale);
  const listRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  const items = useMemo<ListItem[]>(
    () =>
      groupByDay(events).flatMap(({ day, items: dayEvents }) => [
        { kind: 'day', day } as const,
        ...dayEvents.map((event) => ({ kind: 'event', event }) as const),
      ]),
    [events],
  );
  useLayoutEffect(() => {
    setOffset(listRef.current ? listRef.current.getBoundingClientRect().top + window.scrollY : 0);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: (index) => (items[index]?.kind === 'day' ? DAY_HEIGHT : ROW_HEIGHT),
    getItemKey: (index) => {
      const item = items[index];
      return item?.kind === 'day' ? `day-${item.day}` : `event-${item?.event.id}`;
    },
    overscan: 6,
    scrollMargin: offset,
  });
  return (
    <section ref={listRef} aria-label={label} className={styles.list}>
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((virtual) => {
          const item = items[virtual.index];
          if (!item) return null;
          return (
            <div
              key={virtual.key}
              data-index={virtual.index}
              ref={virtualizer.measureElement}
              className={styles.item}
              style={{ transform: `translateY(${virtual.start - virtualizer.options.scrollMargin}px)` }}
            >
              {item.kind === 'day' ? (
                <h2 className={styles.day}>{dayLabel(t, item.day, locale)}</h2>
              ) : (
                <EventRow event={item.event} />
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}
