export declare const root: string;
export declare const startedAt: number;
export declare const NODE_RUNTIME_VERSION: string;
export declare function minimumNode(range: string): [number, number, number];
export declare function satisfies(version: string, minimum: [number, number, number]): boolean;
export declare function run(cmd: string, args: string[], opts?: object): number;
export declare function ensureNode(): Promise<void>;
export declare function ensureDependencies(): void;
export declare function ensureChromium(): void;
