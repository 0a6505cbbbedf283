import { OFFLINE_WASM_URLS } from './wasm-files';

/** The KataGo network (b6c96, converted for tfjs) as public/ serves it. */
export const MODEL_URL = '/models/katago-b6c96/model.json';
const MODEL_WEIGHTS_URL = '/models/katago-b6c96/group1-shard1of1.bin';

/**
 * The Cache Storage cache the bot's files are kept in. The service worker answers /models/ and
 * the .wasm files from the same cache (vite.config.ts, runtimeCaching), so the worker's plain
 * fetches find them offline.
 */
export const BOT_CACHE = 'bot-model';

/** Everything the bot needs beyond the app's own code: the network and tfjs's WebAssembly. */
export const BOT_FILES: readonly string[] = [MODEL_URL, MODEL_WEIGHTS_URL, ...OFFLINE_WASM_URLS];
