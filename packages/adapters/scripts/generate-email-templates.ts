import { readFile, writeFile } from 'node:fs/promises';
import { CONTRACT, WEB_TITLES, webTitles, withEmailTemplates } from './email-templates';

await writeFile(CONTRACT, await withEmailTemplates(await readFile(CONTRACT, 'utf8')));
await writeFile(WEB_TITLES, await webTitles());
