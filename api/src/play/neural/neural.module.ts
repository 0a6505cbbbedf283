import { Module } from '@nestjs/common';
import { NeuralEngine } from './neural-engine';

/** The KataGo network, one pool of worker threads per instance. */
@Module({ providers: [NeuralEngine], exports: [NeuralEngine] })
export class NeuralModule {}
