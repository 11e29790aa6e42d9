import { parseRuntimeConfig } from './runtime-config';

const remotes = {
  marketing: 'http://localhost:3001/mf-manifest.json',
  locations: 'http://localhost:3002/mf-manifest.json',
  shop: 'http://localhost:3003/mf-manifest.json',
  member: 'http://localhost:3004/mf-manifest.json',
  chat: 'http://localhost:3005/mf-manifest.json',
};

const integrity = {
  marketing: 'sha384-m',
  locations: 'sha384-l',
  shop: 'sha384-s',
  member: 'sha384-u',
  chat: 'sha384-c',
};

describe('parseRuntimeConfig', () => {
  it('accepts a manifest URL and its SHA-384 for every remote', () => {
    const config = parseRuntimeConfig({ siteOrigin: 'https://example.test', remotes, integrity });
    expect(config.remotes.shop).toBe('http://localhost:3003/mf-manifest.json');
    expect(config.integrity.shop).toBe('sha384-s');
  });

  it('names the remote whose manifest URL is missing', () => {
    const { chat: _chat, ...withoutChat } = remotes;
    expect(() => parseRuntimeConfig({ siteOrigin: 'https://example.test', remotes: withoutChat, integrity })).toThrow(
      'remotes.json has no manifest URL for chat',
    );
  });

  it('names the remote whose manifest has no SHA-384, so nothing of it could be checked', () => {
    expect(() =>
      parseRuntimeConfig({ siteOrigin: 'https://example.test', remotes, integrity: { ...integrity, member: 'md5-x' } }),
    ).toThrow("remotes.json has no SHA-384 for member's manifest");
    expect(() => parseRuntimeConfig({ siteOrigin: 'https://example.test', remotes })).toThrow(
      "remotes.json has no SHA-384 for marketing's manifest",
    );
  });

  it('refuses a document without a site origin', () => {
    expect(() => parseRuntimeConfig({ remotes })).toThrow('siteOrigin');
  });
});
