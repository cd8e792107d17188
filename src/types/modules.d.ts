declare module 'nprogress' {
  interface NProgressOptions {
    minimum: number;
    speed: number;
    trickleSpeed: number;
    showSpinner: boolean;
  }
  const nprogress: {
    configure(options: Partial<NProgressOptions>): void;
    start(): void;
    done(): void;
    settings: NProgressOptions;
  };
  export default nprogress;
}

declare module 'js-yaml' {
  const yaml: {load(source: string): unknown};
  export default yaml;
}

// The build's tokens of a code fence (src/lib/prismSlim/buildTokens.ts), which src/theme/CodeBlock hands to Highlight.
declare module '@theme/CodeBlock' {
  export interface Props {
    readonly prismTokens?: string;
  }
}
