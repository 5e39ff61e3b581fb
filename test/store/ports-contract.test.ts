import { silentLogger } from '../../server/log.ts';
import { FilesArea } from '../../server/store/files.ts';
import { openLowdbStorage } from '../../server/store/lowdb-storage.ts';
import { storageContract } from './storage-contract.ts';

storageContract('The lowdb and history-log', async (dataDir) => {
  const files = new FilesArea(dataDir);
  await files.init();
  return openLowdbStorage(dataDir, files, silentLogger);
});
