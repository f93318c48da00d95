/**
 * Class for icons whose meaning has a direction (arrows, chevrons, the side-bar collapse icon): app/global.css
 * mirrors them when the document is right to left.
 */
export const MIRROR_IN_RTL = 'hatchery-mirror-rtl';
