import { startSite } from './site';

const port = Number(process.env.PORT ?? 8080);
const site = await startSite({ port });
console.log(`Wrap Lab Chicago is running at ${site.url}`);
for (const [name, url] of Object.entries(site.remoteUrls)) console.log(`  ${name.padEnd(10)} remote  ${url}`);

const stop = async () => {
  await site.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
