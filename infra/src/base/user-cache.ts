import os from 'node:os';
import path from 'node:path';

/**
 * Where builds keep what they made, outside the checkout, so a new clone (CI's among them) takes it
 * instead of making it again: encoded images, link-preview cards. Entries are named by what they were
 * made from, so an old one is never taken for a changed input.
 */
export const userCacheDir = (name: string) => path.join(os.homedir(), '.cache', 'wrap-lab-chicago', name);
