import { startSite } from './site';

async function main() {
  const site = await startSite(process.env.PORT ? { port: Number(process.env.PORT) } : {});
  console.info(`Wrap Lab Chicago is running at ${site.url}`);
  for (const [name, url] of Object.entries(site.remoteUrls)) console.info(`  ${name.padEnd(10)} remote  ${url}`);
  const stop = async () => {
    await site.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
