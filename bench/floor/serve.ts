import { serveFloor } from './floor';

await serveFloor();
