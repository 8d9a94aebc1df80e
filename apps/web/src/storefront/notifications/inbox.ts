/** The inbox's rules (spec 2, 4, 9), kept apart from the page so that tests can read them. */

const previewLength = 140;

/** Whitespace collapsed to single spaces; longer than 140 characters: the first 137 and '…'. */
export function previewText(body: string): string {
  const text = body.replace(/\s+/g, ' ').trim();
  // Characters, not UTF-16 units, so that an emoji is never cut in half.
  const characters = Array.from(text);
  if (characters.length <= previewLength) return text;
  return `${characters.slice(0, previewLength - 3).join('')}…`;
}

type Readable = { notificationId: number; readAt: string | null };

/** The notification selected when the inbox opens: the first unread, else the first, else none. */
export function defaultSelection(notifications: readonly Readable[]): number | null {
  const first = notifications.find((item) => item.readAt === null) ?? notifications[0];
  return first?.notificationId ?? null;
}

type Dated = { notificationId: number; createdAt: string };

/** Newest first (ties: the higher id first), whatever order the answer has. */
export function newestFirst<T extends Dated>(notifications: readonly T[]): T[] {
  return [...notifications].sort(
    (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.notificationId - a.notificationId,
  );
}
