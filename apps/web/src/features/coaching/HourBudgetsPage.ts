/**
 * The lazy entry of the "Hour budgets" card (issue 17 item 4): the startup file's company tab import()s it with the
 * coaching namespace, so neither the card nor its translations weigh on the startups pages until the tab shows.
 */
export { HourBudgetsCard } from './budgets/HourBudgetsCard';
