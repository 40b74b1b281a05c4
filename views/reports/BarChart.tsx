export interface Bar {
  label: string;
  value: number;
  /** The value as read beside its bar and in the description ("12 (48.0 %)"). */
  text: string;
}

export interface BarChartProps {
  /** Unique on the page: the title's and description's ids are made from it. */
  id: string;
  title: string;
  bars: readonly Bar[];
}

/** The drawing's own units; it scales to its box, so one drawing reads at 375 px and at 1280 px. */
const WIDTH = 320;
const ROW = 38;
const BAR = 14;
const LABEL_SIZE = 13;
/** Room kept right of the longest bar for its number. */
const VALUE_ROOM = 92;

/**
 * A horizontal bar chart drawn on the server as SVG: no script, no style attribute (the classes are in
 * reports.css), each bar's label above it so a long name never squeezes the bars on a phone. It is one image to
 * a screen reader, named by its title and read by its description, which lists every bar; the table beside it
 * holds the same numbers.
 */
export function BarChart({ id, title, bars }: BarChartProps) {
  const largest = Math.max(0, ...bars.map((bar) => bar.value));
  const height = Math.max(1, bars.length) * ROW + 4;
  const description =
    bars.length === 0
      ? 'Nothing to show for this period.'
      : `${bars.map((bar) => `${bar.label}: ${bar.text}`).join('; ')}.`;
  return (
    <svg
      className="chart"
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      viewBox={`0 0 ${WIDTH} ${height}`}
      width={WIDTH}
      height={height}
      preserveAspectRatio="xMinYMin meet"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {bars.map((bar, i) => {
        const top = i * ROW;
        const length = largest === 0 ? 0 : Math.round(((WIDTH - VALUE_ROOM) * bar.value) / largest);
        return (
          <g key={bar.label}>
            <text className="chart__label" x={0} y={top + LABEL_SIZE} fontSize={LABEL_SIZE}>
              {bar.label}
            </text>
            <rect className="chart__bar" x={0} y={top + 18} width={Math.max(length, 2)} height={BAR} rx={2} />
            <text className="chart__value" x={Math.max(length, 2) + 6} y={top + 18 + BAR - 2} fontSize={LABEL_SIZE}>
              {bar.text}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
