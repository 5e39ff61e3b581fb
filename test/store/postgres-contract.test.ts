import { describe } from 'vitest';
import { silentLogger } from '../../server/log.ts';
import { FilesArea } from '../../server/store/files.ts';
import { openPostgresStorage } from '../../server/store/postgres/storage.ts';
import { teamDatabase, teamServersMissing } from '../helpers/team-servers.ts';
import { storageContract } from './storage-contract.ts';

// The contract opens a data directory and reopens it to check what was kept: here each new
// directory gets a fresh database, and a reopen of a directory opens that same database.
const databases = new Map<string, Promise<string>>();

describe.skipIf(teamServersMissing())('PostgreSQL adapter', () => {
  storageContract('The PostgreSQL', async (dataDir) => {
    let url = databases.get(dataDir);
    if (!url) databases.set(dataDir, (url = teamDatabase()));
    const files = new FilesArea(dataDir);
    await files.init();
    return openPostgresStorage(await url, files, silentLogger);
  });
});
