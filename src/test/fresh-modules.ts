/**
 * Every test file of a project that reuses its workers (`isolate: false`, decision record 031)
 * starts with our own modules evaluated afresh, as in a worker of its own: module state such as
 * the terms handed to the e-mails or the two-factor key cache never carries over from the file
 * before. Packages from node_modules stay loaded; that is the time saved.
 */
import { vi } from 'vitest';

vi.resetModules();
