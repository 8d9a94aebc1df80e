import { userEndpoints } from '@grocery/contracts';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Config } from '../../config/config';
import { hashToken, randomToken } from '../../config/secrets';
import type { Database } from '../../db/client';
import { trustedDevices } from '../../db/schema';

/** Sent only to the sign-in call: it marks a browser that signed in to an account before. */
export const deviceCookieName = 'device';
const trustedDays = 180;

type Executor = Pick<Database, 'insert' | 'select'>;

/** The hash of the browser's device id when it signed in to this account before, else null. */
export async function findTrustedDevice(
  db: Executor,
  deviceId: string | undefined,
  userId: number | undefined,
): Promise<string | null> {
  if (!deviceId || userId === undefined) return null;
  const deviceIdHash = hashToken(deviceId);
  const [row] = await db
    .select({ deviceIdHash: trustedDevices.deviceIdHash })
    .from(trustedDevices)
    .where(
      and(
        eq(trustedDevices.deviceIdHash, deviceIdHash),
        eq(trustedDevices.userId, userId),
        gt(trustedDevices.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row?.deviceIdHash ?? null;
}

/** Remembers a browser that just signed in; returns the id for its cookie. */
export async function trustDevice(db: Executor, userId: number): Promise<string> {
  const deviceId = randomToken();
  await db.insert(trustedDevices).values({
    deviceIdHash: hashToken(deviceId),
    userId,
    expiresAt: new Date(Date.now() + trustedDays * 86_400_000),
  });
  return deviceId;
}

export function setDeviceCookie(reply: FastifyReply, deviceId: string, config: Config): void {
  reply.setCookie(deviceCookieName, deviceId, {
    path: userEndpoints.login.path,
    httpOnly: true,
    sameSite: 'strict',
    secure: config.publicUrl.startsWith('https://'),
    maxAge: trustedDays * 86_400,
  });
}
