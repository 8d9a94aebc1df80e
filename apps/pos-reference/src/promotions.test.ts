import { describe, expect, it } from 'vitest';
import { startReferencePos } from './index';

describe('GET /api/promotions', () => {
  it('answers the PromoFull of the catalogue to a live session, 401 without one', async () => {
    const pos = await startReferencePos({ items: 200 });
    try {
      expect((await fetch(`${pos.url}/api/promotions`)).status).toBe(401);
      const signIn = await fetch(`${pos.url}/api/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(pos.credentials),
      });
      const { session } = (await signIn.json()) as { session: string };
      const answer = await fetch(`${pos.url}/api/promotions`, {
        headers: { authorization: `Bearer ${session}` },
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/xml');
      const xml = await answer.text();
      const codes = [...xml.matchAll(/<ItemCode>(\d+)<\/ItemCode>/g)].map((match) => match[1]);
      expect(codes.length).toBeGreaterThan(0);
      expect(codes.length).toBeLessThanOrEqual(5);
      expect(xml).toMatch(/<Promotions Count="\d+">/);
      expect(xml).toContain('<RewardType>1</RewardType>');
    } finally {
      await pos.stop();
    }
  });
});
