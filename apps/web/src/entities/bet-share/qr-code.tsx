import { encode } from 'uqr';
import styles from './share-bet.module.css';

/** A QR code of `value` as one SVG path (default export: React.lazy loads it, with the encoder, on demand). */
export default function QrCode({ value, label }: { value: string; label: string }) {
  const { data, size } = encode(value, { ecc: 'M', border: 2 });
  let path = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    <svg
      className={styles.qr}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <title>{label}</title>
      <path d={path} fill="#000" />
    </svg>
  );
}
