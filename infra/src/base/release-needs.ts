/**
 * What a release needs beyond its own files, declared by its app's build (`release` in the app's
 * build config), written as `release-needs.json` beside the build's files and kept in the release
 * record when the build is stored. A deploy serves the pages with what the deployed set declared.
 */
export interface ReleaseNeeds {
  /** Origins beyond the remotes that the pages load code and frames from and connect to (the shop's payment provider). */
  origins?: string[];
  /** A folder of the release whose files the site offers at `/downloads/` (marketing's care guide). */
  downloads?: string;
}

export const RELEASE_NEEDS_FILE = 'release-needs.json';
