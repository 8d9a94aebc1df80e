/** The grid's small stroke icons (24×24, like components/icons), decorative: buttons carry the label. */
const paths = {
  left: 'M15 6l-6 6 6 6',
  right: 'M9 6l6 6-6 6',
  doubleLeft: 'M12 6l-6 6 6 6M18 6l-6 6 6 6',
  doubleRight: 'M6 6l6 6-6 6M12 6l6 6-6 6',
  down: 'M6 9l6 6 6-6',
  sortAsc: 'M12 19V5M6 11l6-6 6 6',
  sortDesc: 'M12 5v14M6 13l6 6 6-6',
  sortable: 'M8 9l4-4 4 4M8 15l4 4 4-4',
  columns: 'M4 5h16v14H4zM10 5v14M15 5v14',
  more: 'M12 5h.01M12 12h.01M12 19h.01',
} as const;

export type GridIconName = keyof typeof paths;

export function GridIcon({ name, size = 16 }: { name: GridIconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      <path d={paths[name]} />
    </svg>
  );
}
