/**
 * Imported first by each Lambda entry, so that every module evaluated after it, and every error
 * logged later, gets stack traces that name our source files (see mapped-stacks.ts).
 */
import { installMappedStacks } from './mapped-stacks.js';

installMappedStacks();
