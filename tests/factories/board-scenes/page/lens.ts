import {
  Mesh,
  OrthographicCamera,
  PlaneGeometry,
  Scene,
  ShaderMaterial,
  type Texture,
} from 'three';

/** A camera's faults applied to the rendered frame: barrel distortion, fringes, vignette, grain. */
export interface LensFaults {
  /** barrel distortion: a corner stays put, the middle is magnified by 1 + k */
  barrel: number;
  /** chromatic aberration, a share of the radius */
  fringe: number;
  vignette: number;
  /** grain, in units of 0..1 brightness */
  noise: number;
  /** a webcam's softness: taps this many pixels apart averaged */
  blurPixels: number;
  exposure: number;
  /** white balance multipliers */
  tint: [number, number, number];
  seed: number;
}

/** Coordinates in which the frame's corners are at radius 1 (x scaled by the aspect ratio). */
function radial(ndc: [number, number], aspect: number): [number, number] {
  const norm = Math.hypot(aspect, 1);
  return [(ndc[0] * aspect) / norm, ndc[1] / norm];
}

/**
 * Where a point the undistorted render shows at `ndc` lands in the output image (ndc): the
 * inverse of the shader's lookup src = dst (1 + k r^2) / (1 + k), by Newton's method.
 */
export function distort(ndc: [number, number], aspect: number, k: number): [number, number] {
  const [qx, qy] = radial(ndc, aspect);
  const source = Math.hypot(qx, qy);
  if (source === 0) return ndc;
  let r = source;
  for (let i = 0; i < 8; i++) {
    const f = (r * (1 + k * r * r)) / (1 + k) - source;
    r -= f / ((1 + 3 * k * r * r) / (1 + k));
  }
  return [(ndc[0] * r) / source, (ndc[1] * r) / source];
}

const fragmentShader = /* glsl */ `
  uniform sampler2D frame;
  uniform vec2 size;
  uniform float barrel, fringe, vignette, noise, blurPixels, exposure, seed;
  uniform vec3 tint;
  varying vec2 vUv;

  float hash(vec2 p) {
    p = fract(p * vec2(443.897, 441.423) + seed);
    p += dot(p, p.yx + 19.19);
    return fract((p.x + p.y) * p.x);
  }
  vec3 sampleAt(vec2 uv) {
    vec2 px = blurPixels / size;
    vec3 c = texture2D(frame, uv).rgb * 0.4;
    c += texture2D(frame, uv + vec2(px.x, 0.0)).rgb * 0.15;
    c += texture2D(frame, uv - vec2(px.x, 0.0)).rgb * 0.15;
    c += texture2D(frame, uv + vec2(0.0, px.y)).rgb * 0.15;
    c += texture2D(frame, uv - vec2(0.0, px.y)).rgb * 0.15;
    return c;
  }
  vec3 aces(vec3 x) {
    return clamp((x * (2.51 * x + 0.03)) / (x * (2.43 * x + 0.59) + 0.14), 0.0, 1.0);
  }
  void main() {
    float aspect = size.x / size.y;
    float norm = length(vec2(aspect, 1.0));
    vec2 ndc = vUv * 2.0 - 1.0;
    vec2 q = ndc * vec2(aspect, 1.0) / norm;
    float r2 = dot(q, q);
    float scale = (1.0 + barrel * r2) / (1.0 + barrel);
    vec3 colour;
    colour.r = sampleAt((ndc * scale * (1.0 + fringe)) * 0.5 + 0.5).r;
    colour.g = sampleAt((ndc * scale) * 0.5 + 0.5).g;
    colour.b = sampleAt((ndc * scale * (1.0 - fringe)) * 0.5 + 0.5).b;
    colour *= tint * exposure * (1.0 - vignette * r2);
    colour = aces(colour);
    colour = pow(colour, vec3(1.0 / 2.2));
    float n = hash(gl_FragCoord.xy) + hash(gl_FragCoord.yx + 7.0) - 1.0;
    colour += n * noise * 1.7;
    gl_FragColor = vec4(clamp(colour, 0.0, 1.0), 1.0);
  }
`;

const vertexShader = /* glsl */ `
  varying vec2 vUv;
  void main() {
    vUv = uv;
    gl_Position = vec4(position.xy, 0.0, 1.0);
  }
`;

/** A full-frame pass that draws `frame` through the lens. */
export function lensPass(frame: Texture, width: number, height: number, faults: LensFaults) {
  const material = new ShaderMaterial({
    vertexShader,
    fragmentShader,
    uniforms: {
      frame: { value: frame },
      size: { value: [width, height] },
      barrel: { value: faults.barrel },
      fringe: { value: faults.fringe },
      vignette: { value: faults.vignette },
      noise: { value: faults.noise },
      blurPixels: { value: faults.blurPixels },
      exposure: { value: faults.exposure },
      tint: { value: faults.tint },
      seed: { value: (faults.seed % 9973) / 9973 },
    },
    depthTest: false,
  });
  const scene = new Scene();
  scene.add(new Mesh(new PlaneGeometry(2, 2), material));
  return { scene, camera: new OrthographicCamera(-1, 1, 1, -1, 0, 1), material };
}
