import { writeFile } from 'node:fs/promises';
import { generateApiSchema, SCHEMA_FILE } from './api-schema';

await writeFile(SCHEMA_FILE, await generateApiSchema());
