import { writeFile } from 'node:fs/promises';
import { generateApiTypes, TYPES_FILE } from './api-types';

await writeFile(TYPES_FILE, await generateApiTypes());
