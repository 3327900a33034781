export type { AudioView as Audio } from "../../../../shared/schemas/audio";
