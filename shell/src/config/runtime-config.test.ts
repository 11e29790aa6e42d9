import { parseRuntimeConfig } from './runtime-config';

const remotes = {
  marketing: 'http://localhost:3001/mf-manifest.json',
  locations: 'http://localhost:3002/mf-manifest.json',
  shop: 'http://localhost:3003/mf-manifest.json',
  member: 'http://localhost:3004/mf-manifest.json',
  chat: 'http://localhost:3005/mf-manifest.json',
};

describe('parseRuntimeConfig', () => {
  it('accepts a manifest URL for every remote', () => {
    const config = parseRuntimeConfig({ siteOrigin: 'https://example.test', remotes });
    expect(config.remotes.shop).toBe('http://localhost:3003/mf-manifest.json');
  });

  it('names the remote whose manifest URL is missing', () => {
    const { chat: _chat, ...withoutChat } = remotes;
    expect(() => parseRuntimeConfig({ siteOrigin: 'https://example.test', remotes: withoutChat })).toThrow(
      'remotes.json has no manifest URL for chat',
    );
  });

  it('refuses a document without a site origin', () => {
    expect(() => parseRuntimeConfig({ remotes })).toThrow('siteOrigin');
  });
});
