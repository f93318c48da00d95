export declare const SERVER_BUNDLE: string;
export declare function serverBuildReason(): string | null;
export declare function buildServer(): Promise<void>;
export declare function ensureServerBuild(): Promise<number>;
