/** The public surface of features/programs (D-112): its pages are reached through pages.ts only. */
export {};
