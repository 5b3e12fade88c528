import type { SportKey } from '@playline/contract/sports-keys';
import styles from './match-tracker.module.css';

/** The playing surfaces the tracker draws; sports without a field to speak of get a plain arena. */
export type TrackerField = 'pitch' | 'court' | 'rink' | 'arena';

const FIELDS: Record<SportKey, TrackerField> = {
  football: 'pitch',
  handball: 'pitch',
  'american-football': 'pitch',
  basketball: 'court',
  volleyball: 'court',
  tennis: 'court',
  'table-tennis': 'court',
  'ice-hockey': 'rink',
  baseball: 'arena',
  esports: 'arena',
  mma: 'arena',
  darts: 'arena',
  'virtual-football': 'pitch',
};

export function trackerField(sport: SportKey): TrackerField {
  return FIELDS[sport];
}

/** Width and height of the drawing in user units: position 0–100 maps onto the width. */
export const FIELD_W = 100;
export const FIELD_H = 60;

/** The markings of one surface, drawn in the theme's colours (classes), never fixed ones. */
export function FieldMarkings({ field }: { field: TrackerField }) {
  const line = styles.line;
  const mid = FIELD_W / 2;
  const centre = FIELD_H / 2;
  return (
    <g>
      <rect x="0" y="0" width={FIELD_W} height={FIELD_H} rx="2" className={styles[field]} />
      {field === 'arena' ? (
        <circle cx={mid} cy={centre} r="18" className={line} />
      ) : (
        <>
          <rect x="1" y="1" width={FIELD_W - 2} height={FIELD_H - 2} className={line} />
          <line x1={mid} y1="1" x2={mid} y2={FIELD_H - 1} className={field === 'rink' ? styles.redLine : line} />
          <circle cx={mid} cy={centre} r={field === 'court' ? 6 : 8} className={line} />
        </>
      )}
      {field === 'pitch' ? (
        <>
          <rect x="1" y={centre - 16} width="15" height="32" className={line} />
          <rect x={FIELD_W - 16} y={centre - 16} width="15" height="32" className={line} />
          <rect x="1" y={centre - 7} width="5" height="14" className={line} />
          <rect x={FIELD_W - 6} y={centre - 7} width="5" height="14" className={line} />
        </>
      ) : null}
      {field === 'court' ? (
        <>
          <rect x="1" y={centre - 9} width="18" height="18" className={line} />
          <rect x={FIELD_W - 19} y={centre - 9} width="18" height="18" className={line} />
          <path d={`M 1 ${centre - 22} A 24 22 0 0 1 1 ${centre + 22}`} className={line} />
          <path d={`M ${FIELD_W - 1} ${centre - 22} A 24 22 0 0 0 ${FIELD_W - 1} ${centre + 22}`} className={line} />
        </>
      ) : null}
      {field === 'rink' ? (
        <>
          <line x1="33" y1="1" x2="33" y2={FIELD_H - 1} className={styles.blueLine} />
          <line x1="67" y1="1" x2="67" y2={FIELD_H - 1} className={styles.blueLine} />
          <circle cx="16" cy={centre} r="6" className={line} />
          <circle cx={FIELD_W - 16} cy={centre} r="6" className={line} />
        </>
      ) : null}
    </g>
  );
}
