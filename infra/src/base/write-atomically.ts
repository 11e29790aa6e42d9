import { renameSync, writeFileSync } from 'node:fs';

/** Written to a temporary name and renamed: a reader sees the old file or the new one, never half of one. */
export function writeAtomically(file: string, content: string, mode?: number) {
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temp, content, mode === undefined ? undefined : { mode });
  renameSync(temp, file);
}
