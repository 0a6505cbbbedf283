import openCv from '@techstark/opencv-js';

/**
 * OpenCV's module object, wrapped: Emscripten makes it thenable, and a promise resolved with it (an
 * `await import()` of it included) calls its `then` forever. Bundlers load this file as a chunk of its own.
 */
export const openCvHolder: { module: unknown } = { module: openCv };
