import { SPORT_LIVE, type SportKey, type TrackerPicture } from '@playline/contract/sports-keys';
import styles from './match-tracker.module.css';

/** The picture the tracker draws for a sport (contract `SPORT_LIVE`); null where a picture would be a wrong one. */
export function trackerPicture(sport: SportKey): TrackerPicture | null {
  return SPORT_LIVE[sport].tracker;
}

/** Width and height of the drawing in user units: position 0–100 maps onto the width. */
export const FIELD_W = 100;
export const FIELD_H = 60;

/** Nets across the middle: tennis, table tennis and volleyball are played over one, not towards a goal. */
export const NET_PICTURES = new Set<TrackerPicture>(['tennis', 'table', 'net']);

function PitchLines({ line }: { line: string }) {
  const centre = FIELD_H / 2;
  return (
    <>
      <rect x="1" y={centre - 16} width="15" height="32" className={line} />
      <rect x={FIELD_W - 16} y={centre - 16} width="15" height="32" className={line} />
      <rect x="1" y={centre - 7} width="5" height="14" className={line} />
      <rect x={FIELD_W - 6} y={centre - 7} width="5" height="14" className={line} />
    </>
  );
}

function CourtLines({ line }: { line: string }) {
  const centre = FIELD_H / 2;
  return (
    <>
      <rect x="1" y={centre - 9} width="18" height="18" className={line} />
      <rect x={FIELD_W - 19} y={centre - 9} width="18" height="18" className={line} />
      <path d={`M 1 ${centre - 22} A 24 22 0 0 1 1 ${centre + 22}`} className={line} />
      <path d={`M ${FIELD_W - 1} ${centre - 22} A 24 22 0 0 0 ${FIELD_W - 1} ${centre + 22}`} className={line} />
    </>
  );
}

/** A tennis court seen from above: doubles and singles side lines, service boxes and the centre service line. */
function TennisLines({ line }: { line: string }) {
  const mid = FIELD_W / 2;
  const top = 10;
  const bottom = FIELD_H - 10;
  return (
    <>
      <rect x="4" y={top} width={FIELD_W - 8} height={bottom - top} className={line} />
      <line x1="4" y1={top + 5} x2={FIELD_W - 4} y2={top + 5} className={line} />
      <line x1="4" y1={bottom - 5} x2={FIELD_W - 4} y2={bottom - 5} className={line} />
      <line x1={mid - 24} y1={top + 5} x2={mid - 24} y2={bottom - 5} className={line} />
      <line x1={mid + 24} y1={top + 5} x2={mid + 24} y2={bottom - 5} className={line} />
      <line x1={mid - 24} y1={FIELD_H / 2} x2={mid + 24} y2={FIELD_H / 2} className={line} />
    </>
  );
}

/** The markings of one surface, drawn in the theme's colours (classes), never fixed ones. */
export function FieldMarkings({ picture }: { picture: TrackerPicture }) {
  const line = styles.line!;
  const mid = FIELD_W / 2;
  const centre = FIELD_H / 2;
  const net = NET_PICTURES.has(picture);
  return (
    <g>
      <rect x="0" y="0" width={FIELD_W} height={FIELD_H} rx="2" className={styles[picture]} />
      {picture === 'tennis' ? (
        <TennisLines line={line} />
      ) : (
        <rect x="1" y="1" width={FIELD_W - 2} height={FIELD_H - 2} className={line} />
      )}
      {net ? (
        <line x1={mid} y1="2" x2={mid} y2={FIELD_H - 2} className={styles.netLine} />
      ) : (
        <>
          <line x1={mid} y1="1" x2={mid} y2={FIELD_H - 1} className={picture === 'rink' ? styles.redLine : line} />
          <circle cx={mid} cy={centre} r={picture === 'court' ? 6 : 8} className={line} />
        </>
      )}
      {picture === 'pitch' ? <PitchLines line={line} /> : null}
      {picture === 'court' ? <CourtLines line={line} /> : null}
      {picture === 'net' ? (
        <>
          <line x1={mid - 17} y1="1" x2={mid - 17} y2={FIELD_H - 1} className={line} />
          <line x1={mid + 17} y1="1" x2={mid + 17} y2={FIELD_H - 1} className={line} />
        </>
      ) : null}
      {picture === 'rink' ? (
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
