/** One glTF reader/writer per worker, knowing every extension gltf-transform implements. */
import { Logger, NodeIO } from '@gltf-transform/core';
import { ALL_EXTENSIONS } from '@gltf-transform/extensions';

let io: NodeIO | undefined;

export function gltfIO(): NodeIO {
  io ??= new NodeIO()
    .registerExtensions(ALL_EXTENSIONS)
    .setLogger(new Logger(Logger.Verbosity.ERROR));
  return io;
}
