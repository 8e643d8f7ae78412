import { forgetAnswers } from './http/harness';

// Files share a worker's module graph (the server is imported once per worker): what one file's
// apps answered is not the next file's.
forgetAnswers();
