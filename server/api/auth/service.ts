import type { BackendDeps } from '../deps';
import type { Locale } from '../../../shared/locale';
import type { User } from '../../../shared/api/types';
import { AppError, conflict, notFound } from '../../http/errors';
import { presentUser } from '../users/present';
import * as repo from './repo';
import { hit, limits, release } from './rate-limit';
import { codePepper, hashCode, newCode, sameHash } from './secrets';
import { createSession, revokeSession } from './sessions';
import { signInCodeText } from './sms-text';
import type { RegisterInput } from './schemas';

const CODE_TTL_SECONDS = 5 * 60;

export interface Caller { ip: string; locale: Locale }

export function createAuthService(deps: BackendDeps) {
  const { db } = deps.database;

  // Per-client counting comes first and counts every attempt, so the 404/409 answers
  // cannot be used to walk the phone space.
  const countClient = (caller: Caller) => hit(db, limits.clientHourly(caller.ip), deps.now());

  async function sendCode(phone: string, purpose: 'register' | 'login', caller: Caller): Promise<void> {
    const pepper = await codePepper(db);
    const code = newCode();
    const now = deps.now();
    await repo.storeCode(db, phone, hashCode(pepper, phone, code), purpose, now, CODE_TTL_SECONDS);
    try {
      await deps.sms.send(phone, signInCodeText(caller.locale, deps.config.public.shopName, code));
    } catch (err) {
      // Nothing reached the phone: void the code and give the send back, so a retry is not refused.
      await repo.voidCodes(db, phone, deps.now());
      await release(db, limits.phoneCooldown(phone));
      await release(db, limits.phoneHourly(phone));
      throw err;
    }
  }

  // The 60 s cooldown is checked before the hourly count, so tapping resend early does not spend the hour.
  async function countPhone(phone: string): Promise<void> {
    await hit(db, limits.phoneCooldown(phone), deps.now());
    await hit(db, limits.phoneHourly(phone), deps.now());
  }

  return {
    async register(input: RegisterInput, caller: Caller): Promise<{ id: number }> {
      await countClient(caller);
      const existing = await repo.findUserByPhone(db, input.phone);
      if (existing?.phone_verified_at) throw conflict('phone_taken');
      await countPhone(input.phone);
      const id = await repo.upsertUnverifiedUser(db, input, deps.now());
      if (id === null) throw conflict('phone_taken');
      await sendCode(input.phone, 'register', caller);
      return { id };
    },

    async login(phone: string, caller: Caller): Promise<{ id: number }> {
      await countClient(caller);
      const user = await repo.findUserByPhone(db, phone);
      if (!user) throw notFound('user_not_found');
      await countPhone(phone);
      await sendCode(phone, 'login', caller);
      return { id: user.id };
    },

    /** A wrong code, a used-up code and an unknown phone all get the same 401. */
    async verify(phone: string, otp: string): Promise<{ api_token: string; user: User }> {
      const pepper = await codePepper(db);
      const offered = hashCode(pepper, phone, otp);
      const now = deps.now();
      const code = await repo.takeAttempt(db, phone, now);
      if (!code || !sameHash(code.code_hash, offered)) throw invalidCode();
      if (!(await repo.consumeCode(db, code.id, now))) throw invalidCode();
      const user = await repo.findUserByPhone(db, phone);
      if (!user) throw invalidCode();
      await repo.markPhoneVerified(db, user.id, now);
      const api_token = await createSession(db, user.id, now);
      return { api_token, user: await presentUser(db, user.id) };
    },

    async logout(sessionId: number): Promise<void> {
      await revokeSession(db, sessionId, deps.now());
    },
  };
}

const invalidCode = () => new AppError(401, 'invalid_code');
