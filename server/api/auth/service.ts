import type { BackendDeps } from '../deps';
import type { Locale } from '../../../shared/locale';
import type { CodeSent, SignIn } from '../../../shared/api/types';
import { AppError, conflict, notFound } from '../../http/errors';
import type { SessionLookup } from '../../http/auth';
import { userProfile } from '../users/service';
import * as repo from './repo';
import { check, hit, limits, release, type Limit } from './rate-limit';
import { codePepper, hashCode, newCode, sameHash } from './secrets';
import { createSession, revokeSession, useSession } from './sessions';
import { createDeskSession, useDeskSession, type DeskSessionLookup } from './desk-sessions';
import type { StaffRole } from '../../../shared/desk';
import { signInCodeText } from './sms-text';
import type { RegisterInput } from './schemas';

const CODE_TTL_SECONDS = 5 * 60;

export interface Caller {
  ip: string;
  locale: Locale;
}

export function createAuthService(deps: BackendDeps) {
  const { db } = deps.database;

  // A look-up is counted against its client address before it is made and given back when it names
  // a phone that may have a code, so only misses (the 404/409 that could walk the phone space) stay
  // counted, parallel ones too. Many phones share a carrier's address: their codes are not counted here.
  async function lookUp<T>(caller: Caller, find: () => Promise<T>, isMiss: (found: T) => boolean): Promise<T> {
    const limit = limits.clientMisses(caller.ip);
    await hit(db, limit, deps.now());
    const found = await find();
    if (!isMiss(found)) await release(db, limit);
    return found;
  }

  const shopBudget = limits.shopHourly(deps.config.smsHourlyBudget, () =>
    deps.logger.warn({ budget: deps.config.smsHourlyBudget }, 'SMS hourly budget reached: no sign-in codes until the hour ends'),
  );

  // `spent` are the phone's hits this send took: a send that did not go out gives them all back,
  // and so does one the shop's hourly budget refuses. A staff member's code counts in the budget but
  // is never refused by it: shoppers (or someone registering made-up phones) filling the hour must not
  // keep the restaurant out of its own desk; staff phones are few, and each has its own limits.
  async function sendCode(phone: string, purpose: 'register' | 'login', caller: Caller, spent: Limit[], staff = false): Promise<void> {
    try {
      await hit(db, shopBudget, deps.now());
    } catch (err) {
      if (staff && err instanceof AppError && err.code === 'sms_budget_reached') return sendCounted(phone, purpose, caller, spent);
      for (const limit of spent) await release(db, limit);
      throw err;
    }
    await sendCounted(phone, purpose, caller, spent);
  }

  async function sendCounted(phone: string, purpose: 'register' | 'login', caller: Caller, spent: Limit[]): Promise<void> {
    spent = [...spent, shopBudget];
    const pepper = await codePepper(db);
    const code = newCode();
    const now = deps.now();
    await repo.storeCode(db, phone, hashCode(pepper, phone, code), purpose, now, CODE_TTL_SECONDS);
    try {
      await deps.sms.send(phone, signInCodeText(caller.locale, deps.config.public.shopName, code));
    } catch (err) {
      // Nothing reached the phone: void the code and give the hits back, so a retry is not refused.
      await repo.voidCodes(db, phone, deps.now());
      for (const limit of spent) await release(db, limit);
      throw err;
    }
  }

  // A phone out of guesses gets no code it could not use. The 60 s cooldown is counted before the
  // longer windows, so tapping resend early does not spend them.
  async function countPhone(phone: string): Promise<void> {
    await check(db, limits.phoneGuesses(phone), deps.now());
    await hit(db, limits.phoneCooldown(phone), deps.now());
    await hit(db, limits.phoneTenMinutes(phone), deps.now());
    await hit(db, limits.phoneDaily(phone), deps.now());
  }

  const sendLimits = (phone: string): Limit[] => [limits.phoneCooldown(phone), limits.phoneTenMinutes(phone), limits.phoneDaily(phone)];

  return {
    async register(input: RegisterInput, caller: Caller): Promise<CodeSent> {
      const existing = await lookUp(
        caller,
        () => repo.findUserByPhone(db, input.phone),
        (user) => Boolean(user?.phone_verified_at),
      );
      if (existing?.phone_verified_at) throw conflict('phone_taken');
      await countPhone(input.phone);
      const id = await repo.upsertUnverifiedUser(db, input, deps.now());
      if (id === null) throw conflict('phone_taken');
      await sendCode(input.phone, 'register', caller, sendLimits(input.phone));
      return { id };
    },

    async login(phone: string, caller: Caller): Promise<CodeSent> {
      return sendLoginCode(phone, caller, (user) => user !== undefined, 'user_not_found');
    },

    /** The desk's sign-in: the same codes and limits, only for a phone that belongs to staff. */
    async loginStaff(phone: string, caller: Caller): Promise<CodeSent> {
      return sendLoginCode(phone, caller, (user) => Boolean(user?.staff_role), 'staff_not_found', true);
    },

    /** A wrong code, a used-up code and an unknown phone all get the same 401. */
    async verify(phone: string, otp: string): Promise<SignIn> {
      const user = await confirmCode(phone, otp);
      const api_token = await createSession(db, user.id, deps.now());
      return { api_token, user: await userProfile(db, user.id) };
    },

    /** The desk's code check: a desk session marked with the staff member's role. */
    async verifyStaff(phone: string, otp: string): Promise<{ api_token: string; user_id: number; role: StaffRole }> {
      const user = await confirmCode(phone, otp);
      if (!user.staff_role) throw invalidCode();
      return { api_token: await createDeskSession(db, user.id, user.staff_role, deps.now()), user_id: user.id, role: user.staff_role };
    },

    async logout(sessionId: number): Promise<void> {
      await revokeSession(db, sessionId, deps.now());
    },
  };

  async function sendLoginCode(
    phone: string,
    caller: Caller,
    allowed: (user: repo.UserRow | undefined) => boolean,
    refusal: string,
    staff = false,
  ) {
    const user = await lookUp(
      caller,
      () => repo.findUserByPhone(db, phone),
      (found) => !found || !allowed(found),
    );
    if (!user || !allowed(user)) throw notFound(refusal);
    await countPhone(phone);
    await sendCode(phone, 'login', caller, sendLimits(phone), staff);
    return { id: user.id };
  }

  async function confirmCode(phone: string, otp: string): Promise<repo.UserRow> {
    const pepper = await codePepper(db);
    const offered = hashCode(pepper, phone, otp);
    const now = deps.now();
    await check(db, limits.phoneGuesses(phone), now);
    const code = await repo.takeAttempt(db, phone, now);
    if (!code) throw invalidCode();
    // A guess at a live code counts against the phone's day before it is compared, so parallel
    // guesses count too; the right one is given back. No live code, nothing to guess: not counted.
    await hit(db, limits.phoneGuesses(phone), now);
    if (!sameHash(code.code_hash, offered)) throw invalidCode();
    await release(db, limits.phoneGuesses(phone));
    if (!(await repo.consumeCode(db, code.id, now))) throw invalidCode();
    const user = await repo.findUserByPhone(db, phone);
    if (!user) throw invalidCode();
    await repo.markPhoneVerified(db, user.id, now);
    return user;
  }
}

const invalidCode = () => new AppError(401, 'invalid_code');

/** What authenticate() asks of this module: the live session a token names, slid forward when due. */
export function sessionLookup(deps: Pick<BackendDeps, 'database' | 'now'>): SessionLookup {
  return (token) => useSession(deps.database.db, token, deps.now());
}

/** What the desk's guard asks of this module: a staff session (slid 12 h on), a shopper's, or none. */
export function deskSessionLookup(deps: Pick<BackendDeps, 'database' | 'now'>): (token: string) => Promise<DeskSessionLookup> {
  return (token) => useDeskSession(deps.database.db, token, deps.now());
}

export { revokeDeskSessions } from './desk-sessions';
export type { DeskSessionLookup };
