// Proves the public reads of the site settings, including the member-only private news block.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../test/test-context';

describe('site settings', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: true });
  });
  afterAll(() => ctx.close());

  it('gives anonymous callers the public news and an empty, disabled private block', async () => {
    const res = await ctx.request.get('/api/news-config').expect(200);
    expect(res.body.public).toMatchObject({ enabled: true, title: expect.any(String) });
    expect(res.body.private).toEqual({ enabled: false, title: '', description: '' });
  });

  it('gives members the private block with its <First_Name> placeholder', async () => {
    const { token } = await ctx.member();
    const res = await ctx.request.get('/api/news-config').set(bearer(token)).expect(200);
    expect(res.body.private.enabled).toBe(true);
    expect(`${res.body.private.title} ${res.body.private.description}`).toContain('<First_Name>');
  });

  it('serves the featured image with its defaults filled in', async () => {
    const res = await ctx.request.get('/api/image-config').expect(200);
    expect(res.body.featuredImage).toEqual({
      imageUrl: expect.any(String),
      clickUrl: expect.stringMatching(/^https?:\/\//),
      tooltipText: expect.any(String),
      altText: expect.any(String),
      visible: true,
    });
    await ctx.services.settings.set('image', {
      imageUrl: 'https://x.org/a.png',
      clickUrl: 'https://x.org',
      visible: false,
    } as never);
    const changed = await ctx.request.get('/api/image-config').expect(200);
    expect(changed.body.featuredImage).toEqual({
      imageUrl: 'https://x.org/a.png',
      clickUrl: 'https://x.org',
      tooltipText: 'Click to watch playlist',
      altText: 'Featured Image',
      visible: false,
    });
  });

  it('serves both button configs', async () => {
    await ctx.request.get('/api/evangelio-button-config').expect(200, { enabled: true });
    await ctx.request.get('/api/topics-button-config').expect(200, { enabled: true });
    await ctx.services.settings.set('topics_button', { enabled: false });
    await ctx.request.get('/api/topics-button-config').expect(200, { enabled: false });
  });

  it('serves About as Markdown', async () => {
    const res = await ctx.request.get('/api/about').expect(200);
    expect(Object.keys(res.body)).toEqual(['content', 'lang', 'fallback']);
    expect(res.body.content.length).toBeGreaterThan(100);
  });

  it('reports the email-validation setting', async () => {
    await ctx.request.get('/api/email-validation-status').expect(200, { email_validation_enabled: false });
    await ctx.services.settings.set('email_validation', { enabled: true });
    await ctx.request.get('/api/email-validation-status').expect(200, { email_validation_enabled: true });
  });

  it('answers defaults on a database without settings', async () => {
    const empty = await createTestContext();
    try {
      await empty.request.get('/api/about').expect(200, { content: '', lang: 'es', fallback: true });
      const news = await empty.request.get('/api/news-config').expect(200);
      expect(news.body.public).toEqual({ enabled: false, title: '', description: '' });
      const image = await empty.request.get('/api/image-config').expect(200);
      expect(image.body.featuredImage.visible).toBe(false);
    } finally {
      await empty.close();
    }
  });
});
