/**
 * The axes of a line chart over time (@mantine/charts, recharts underneath), mirrored in right-to-left languages:
 * time runs from right to left and the value axis stands on the right, its labels kept clear of the plot (D-101).
 * Plain props, so this file pulls no chart library into the chunk that imports it.
 */
const TICK_FONT = 11;

/** The time axis (x). */
export function timeAxisProps(rtl: boolean) {
  return { reversed: rtl, tick: { fontSize: TICK_FONT, fill: 'currentColor', transform: 'translate(0, 10)' } };
}

/** Where the value axis (y) stands and how its labels sit, `width` pixels wide; spread the axis's own ticks and domain over it. */
export function valueAxisSide(rtl: boolean, width: number) {
  return {
    orientation: rtl ? ('right' as const) : ('left' as const),
    width,
    tick: { fontSize: TICK_FONT, fill: 'currentColor', transform: `translate(${rtl ? 10 : -10}, 0)` },
  };
}
