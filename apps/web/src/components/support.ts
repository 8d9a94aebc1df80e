/** Where customers reach the support team (shown on pages; later read from configuration). */
export const supportEmail = 'support@freshcart.example';

export function supportMailto(subject: string, body = ''): string {
  const params = new URLSearchParams({ subject, body });
  return `mailto:${supportEmail}?${params.toString().replace(/\+/g, '%20')}`;
}
