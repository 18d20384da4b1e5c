// @vitest-environment node
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BOT_PICTURE_SIZE, drawQuestionPng } from '@/local-api/bot-picture';
import { inspectImage } from '@/local-api/image-check';
import { scopedTestApi } from '../helpers/local-api';

// The bot-check picture is pixels with noise, not text a script reads out of an SVG.

const api = scopedTestApi();

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return { data, info };
}

describe('the bot-check picture', () => {
  it('is served as a PNG that holds no text of the question', async () => {
    const res = await fetch(`${api.base}/v1/geetest`, { headers: { 'x-real-ip': '10.31.0.1' } });
    const { image, challenge } = (
      (await res.json()) as { data: { image: string; challenge: string } }
    ).data;
    expect(image).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(image.replace(/^data:image\/png;base64,/, ''), 'base64');
    expect(inspectImage(png)).toMatchObject({ format: 'png', ...BOT_PICTURE_SIZE });
    // The answer is kept on the server only.
    expect(
      api.db.prepare('SELECT answer FROM bot_challenges WHERE id = ?').get(challenge),
    ).toBeDefined();
    const bytes = png.toString('latin1');
    expect(bytes).not.toContain('<text');
    expect(bytes).not.toContain('<svg');
    expect(bytes).not.toMatch(/\d+ [+-] \d+ = \?/);
  });

  it('draws the same question differently each time, over noise of many colours', async () => {
    const a = await pixels(drawQuestionPng('23 + 5 = ?'));
    const b = await pixels(drawQuestionPng('23 + 5 = ?'));
    expect(a.info).toMatchObject({ width: 200, height: 64, channels: 3 });
    expect(a.data.equals(b.data)).toBe(false);
    const colours = new Set<number>();
    for (let i = 0; i < a.data.length; i += 3)
      colours.add((a.data[i]! << 16) | (a.data[i + 1]! << 8) | a.data[i + 2]!);
    expect(colours.size).toBeGreaterThan(1000);
    // Dark ink covers a real share of the picture (the characters), not just the noise.
    let dark = 0;
    for (let i = 0; i < a.data.length; i += 3)
      if (a.data[i]! + a.data[i + 1]! + a.data[i + 2]! < 330) dark++;
    expect(dark / (a.data.length / 3)).toBeGreaterThan(0.08);
  });
});
