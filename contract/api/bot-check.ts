// The wire shapes of the bot-check calls, as the API sends them (snake_case): lib/api/bot-check.ts checks
// responses against these schemas and reshapes them; the local API types its answers with them.

import * as z from 'zod/mini';

/** What a check guards: sending an SMS code, or a password login. */
export type BotScene = 'sms' | 'login';

export const RawBotRequired = z.object({ is_geetest: z.boolean() });
export type RawBotRequired = z.infer<typeof RawBotRequired>;
export const RawBotChallenge = z.object({
  challenge: z.string(),
  image: z.string(),
  expires_in: z.number(),
});
export type RawBotChallenge = z.infer<typeof RawBotChallenge>;
