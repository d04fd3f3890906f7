/** Page numbers to show (pure, so it is tested on its own). */
export const GAP = 'gap';
export type PageSlot = number | typeof GAP;

/**
 * The page numbers to show: always the first and last, the current one and its neighbours,
 * and a gap marker where pages are skipped (1 … 4 5 6 … 20).
 */
export function pageSlots(current: number, totalPages: number, neighbours = 1): PageSlot[] {
  const pages = new Set<number>([1, totalPages]);
  for (let page = current - neighbours; page <= current + neighbours; page += 1) {
    if (page >= 1 && page <= totalPages) pages.add(page);
  }
  const sorted = [...pages].filter((page) => page >= 1).sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) slots.push(GAP);
    slots.push(page);
  });
  return slots;
}
