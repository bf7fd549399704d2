import type { Rule } from 'eslint';

export declare const tableOwner: Rule.RuleModule;
