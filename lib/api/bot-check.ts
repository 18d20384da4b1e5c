import { api } from './http';
import { RawBotRequired, RawBotChallenge, BotScene } from '@/contract/api/bot-check';

// The bot check before an SMS code or a password login. GeeTest cannot run here:
// the API draws a challenge of its own (a small sum as an image) and checks the answer itself.

export type BotChallenge = { challenge: string; image: string; expiresIn: number };

/** The solved challenge, sent with the guarded request. */
export interface BotSolution {
  challenge: string;
  answer: string;
}

/** Whether the API asks for the check before this send or login (the phone's and the address's recent history). */
export const isBotCheckRequired = async (phone: string, scene: BotScene) =>
  (await api.get(RawBotRequired, 'v1/auth/is-geetest', { phone, scene })).is_geetest;

/** A fresh challenge: its id and the image to read the question from. */
export async function getBotChallenge(): Promise<BotChallenge> {
  const raw = await api.get(RawBotChallenge, 'v1/geetest');
  return { challenge: raw.challenge, image: raw.image, expiresIn: raw.expires_in };
}

/** The body fields of a solved check (GeeTest's names), or none. */
export const botSolutionBody = (solution?: BotSolution | null) =>
  solution ? { geetest_challenge: solution.challenge, geetest_validate: solution.answer } : {};
