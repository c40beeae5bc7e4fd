// Rodinia cfd (euler3d_cpu) shape: unstructured mesh, conserved variables
// stored variable-major (variables[i + v*nelr]), neighbour index arrays with
// -1 (wall) and -2 (far field) markers, normals stored per face and
// dimension, a float3 struct passed by value and through out-pointers to
// static helper functions; compute_step_factor, compute_flux, time_step in
// an RK loop.
// omp2ocl-test: offload=35
// omp2ocl-test: tolerance=2e-4
// omp2ocl-test: abstol=1e-6
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

typedef struct { float x, y, z; } float3;

#define GAMMA 1.4f
#define NDIM 3
#define NNB 4
#define RK 3
#define ff_mach 1.2f
#define deg_angle_of_attack 0.0f
#define VAR_DENSITY 0
#define VAR_MOMENTUM 1
#define VAR_DENSITY_ENERGY (VAR_MOMENTUM + NDIM)
#define NVAR (VAR_DENSITY_ENERGY + 1)
#define ITERATIONS 4
#define NX 48
#define NY 40

static float ff_variable[NVAR];
static float3 ff_flux_contribution_momentum_x;
static float3 ff_flux_contribution_momentum_y;
static float3 ff_flux_contribution_momentum_z;
static float3 ff_flux_contribution_density_energy;

static void copy_vars(float *dst, float *src, int N)
{
    int i, j;
#pragma omp parallel for default(shared) schedule(static) private(j)
    for (i = 0; i < N; i++)
        for (j = 0; j < NVAR; j++)
            dst[i + j * N] = src[i + j * N];
}

static void initialize_variables(int nelr, float *variables)
{
    int i, j;
#pragma omp parallel for default(shared) schedule(static) private(j)
    for (i = 0; i < nelr; i++)
        for (j = 0; j < NVAR; j++)
            variables[i + j * nelr] = ff_variable[j] * (1.0f + 0.01f * (float)((i * 7 + j) % 13));
}

static void compute_flux_contribution(float density, float3 momentum, float density_energy,
                                      float pressure, float3 velocity, float3 *fc_momentum_x,
                                      float3 *fc_momentum_y, float3 *fc_momentum_z,
                                      float3 *fc_density_energy)
{
    fc_momentum_x->x = velocity.x * momentum.x + pressure;
    fc_momentum_x->y = velocity.x * momentum.y;
    fc_momentum_x->z = velocity.x * momentum.z;

    fc_momentum_y->x = fc_momentum_x->y;
    fc_momentum_y->y = velocity.y * momentum.y + pressure;
    fc_momentum_y->z = velocity.y * momentum.z;

    fc_momentum_z->x = fc_momentum_x->z;
    fc_momentum_z->y = fc_momentum_y->z;
    fc_momentum_z->z = velocity.z * momentum.z + pressure;

    float de_p = density_energy + pressure;
    fc_density_energy->x = velocity.x * de_p;
    fc_density_energy->y = velocity.y * de_p;
    fc_density_energy->z = velocity.z * de_p;
    (void)density;
}

static void compute_velocity(float density, float3 momentum, float3 *velocity)
{
    velocity->x = momentum.x / density;
    velocity->y = momentum.y / density;
    velocity->z = momentum.z / density;
}

static float compute_speed_sqd(float3 velocity)
{
    return velocity.x * velocity.x + velocity.y * velocity.y + velocity.z * velocity.z;
}

static float compute_pressure(float density, float density_energy, float speed_sqd)
{
    return (GAMMA - 1.0f) * (density_energy - 0.5f * density * speed_sqd);
}

static float compute_speed_of_sound(float density, float pressure)
{
    return sqrtf(GAMMA * pressure / density);
}

static void compute_step_factor(int nelr, float *variables, float *areas, float *step_factors)
{
    int i;
#pragma omp parallel for default(shared) schedule(static)
    for (i = 0; i < nelr; i++) {
        float density = variables[i + VAR_DENSITY * nelr];
        float3 momentum;
        momentum.x = variables[i + (VAR_MOMENTUM + 0) * nelr];
        momentum.y = variables[i + (VAR_MOMENTUM + 1) * nelr];
        momentum.z = variables[i + (VAR_MOMENTUM + 2) * nelr];
        float density_energy = variables[i + VAR_DENSITY_ENERGY * nelr];
        float3 velocity;
        compute_velocity(density, momentum, &velocity);
        float speed_sqd = compute_speed_sqd(velocity);
        float pressure = compute_pressure(density, density_energy, speed_sqd);
        float speed_of_sound = compute_speed_of_sound(density, pressure);
        step_factors[i] = 0.5f / (sqrtf(areas[i]) * (sqrtf(speed_sqd) + speed_of_sound));
    }
}

static void compute_flux(int nelr, int *elements_surrounding_elements, float *normals,
                         float *variables, float *fluxes)
{
    const float smoothing_coefficient = 0.2f;
    int i;
#pragma omp parallel for default(shared) schedule(static)
    for (i = 0; i < nelr; i++) {
        int j, nb;
        float3 normal;
        float normal_len;
        float factor;

        float density_i = variables[i + VAR_DENSITY * nelr];
        float3 momentum_i;
        momentum_i.x = variables[i + (VAR_MOMENTUM + 0) * nelr];
        momentum_i.y = variables[i + (VAR_MOMENTUM + 1) * nelr];
        momentum_i.z = variables[i + (VAR_MOMENTUM + 2) * nelr];
        float density_energy_i = variables[i + VAR_DENSITY_ENERGY * nelr];

        float3 velocity_i;
        compute_velocity(density_i, momentum_i, &velocity_i);
        float speed_sqd_i = compute_speed_sqd(velocity_i);
        float speed_i = sqrtf(speed_sqd_i);
        float pressure_i = compute_pressure(density_i, density_energy_i, speed_sqd_i);
        float speed_of_sound_i = compute_speed_of_sound(density_i, pressure_i);
        float3 flux_contribution_i_momentum_x, flux_contribution_i_momentum_y,
            flux_contribution_i_momentum_z;
        float3 flux_contribution_i_density_energy;
        compute_flux_contribution(density_i, momentum_i, density_energy_i, pressure_i, velocity_i,
                                  &flux_contribution_i_momentum_x, &flux_contribution_i_momentum_y,
                                  &flux_contribution_i_momentum_z,
                                  &flux_contribution_i_density_energy);

        float flux_i_density = 0.0f;
        float3 flux_i_momentum;
        flux_i_momentum.x = 0.0f;
        flux_i_momentum.y = 0.0f;
        flux_i_momentum.z = 0.0f;
        float flux_i_density_energy = 0.0f;

        float3 velocity_nb;
        float density_nb, density_energy_nb;
        float3 momentum_nb;
        float3 flux_contribution_nb_momentum_x, flux_contribution_nb_momentum_y,
            flux_contribution_nb_momentum_z;
        float3 flux_contribution_nb_density_energy;
        float speed_sqd_nb, speed_of_sound_nb, pressure_nb;

        for (j = 0; j < NNB; j++) {
            nb = elements_surrounding_elements[i * NNB + j];
            normal.x = normals[i + (j + 0 * NNB) * nelr];
            normal.y = normals[i + (j + 1 * NNB) * nelr];
            normal.z = normals[i + (j + 2 * NNB) * nelr];
            normal_len = sqrtf(normal.x * normal.x + normal.y * normal.y + normal.z * normal.z);

            if (nb >= 0) {
                density_nb = variables[nb + VAR_DENSITY * nelr];
                momentum_nb.x = variables[nb + (VAR_MOMENTUM + 0) * nelr];
                momentum_nb.y = variables[nb + (VAR_MOMENTUM + 1) * nelr];
                momentum_nb.z = variables[nb + (VAR_MOMENTUM + 2) * nelr];
                density_energy_nb = variables[nb + VAR_DENSITY_ENERGY * nelr];
                compute_velocity(density_nb, momentum_nb, &velocity_nb);
                speed_sqd_nb = compute_speed_sqd(velocity_nb);
                pressure_nb = compute_pressure(density_nb, density_energy_nb, speed_sqd_nb);
                speed_of_sound_nb = compute_speed_of_sound(density_nb, pressure_nb);
                compute_flux_contribution(density_nb, momentum_nb, density_energy_nb, pressure_nb,
                                          velocity_nb, &flux_contribution_nb_momentum_x,
                                          &flux_contribution_nb_momentum_y,
                                          &flux_contribution_nb_momentum_z,
                                          &flux_contribution_nb_density_energy);

                factor = -normal_len * smoothing_coefficient * 0.5f *
                         (speed_i + sqrtf(speed_sqd_nb) + speed_of_sound_i + speed_of_sound_nb);
                flux_i_density += factor * (density_i - density_nb);
                flux_i_density_energy += factor * (density_energy_i - density_energy_nb);
                flux_i_momentum.x += factor * (momentum_i.x - momentum_nb.x);
                flux_i_momentum.y += factor * (momentum_i.y - momentum_nb.y);
                flux_i_momentum.z += factor * (momentum_i.z - momentum_nb.z);

                factor = 0.5f * normal.x;
                flux_i_density += factor * (momentum_nb.x + momentum_i.x);
                flux_i_density_energy += factor * (flux_contribution_nb_density_energy.x +
                                                   flux_contribution_i_density_energy.x);
                flux_i_momentum.x += factor * (flux_contribution_nb_momentum_x.x +
                                               flux_contribution_i_momentum_x.x);
                flux_i_momentum.y += factor * (flux_contribution_nb_momentum_y.x +
                                               flux_contribution_i_momentum_y.x);
                flux_i_momentum.z += factor * (flux_contribution_nb_momentum_z.x +
                                               flux_contribution_i_momentum_z.x);

                factor = 0.5f * normal.y;
                flux_i_density += factor * (momentum_nb.y + momentum_i.y);
                flux_i_density_energy += factor * (flux_contribution_nb_density_energy.y +
                                                   flux_contribution_i_density_energy.y);
                flux_i_momentum.x += factor * (flux_contribution_nb_momentum_x.y +
                                               flux_contribution_i_momentum_x.y);
                flux_i_momentum.y += factor * (flux_contribution_nb_momentum_y.y +
                                               flux_contribution_i_momentum_y.y);
                flux_i_momentum.z += factor * (flux_contribution_nb_momentum_z.y +
                                               flux_contribution_i_momentum_z.y);

                factor = 0.5f * normal.z;
                flux_i_density += factor * (momentum_nb.z + momentum_i.z);
                flux_i_density_energy += factor * (flux_contribution_nb_density_energy.z +
                                                   flux_contribution_i_density_energy.z);
                flux_i_momentum.x += factor * (flux_contribution_nb_momentum_x.z +
                                               flux_contribution_i_momentum_x.z);
                flux_i_momentum.y += factor * (flux_contribution_nb_momentum_y.z +
                                               flux_contribution_i_momentum_y.z);
                flux_i_momentum.z += factor * (flux_contribution_nb_momentum_z.z +
                                               flux_contribution_i_momentum_z.z);
            } else if (nb == -1) {
                flux_i_momentum.x += normal.x * pressure_i;
                flux_i_momentum.y += normal.y * pressure_i;
                flux_i_momentum.z += normal.z * pressure_i;
            } else if (nb == -2) {
                factor = 0.5f * normal.x;
                flux_i_density += factor * (ff_variable[VAR_MOMENTUM + 0] + momentum_i.x);
                flux_i_density_energy += factor * (ff_flux_contribution_density_energy.x +
                                                   flux_contribution_i_density_energy.x);
                flux_i_momentum.x += factor * (ff_flux_contribution_momentum_x.x +
                                               flux_contribution_i_momentum_x.x);
                flux_i_momentum.y += factor * (ff_flux_contribution_momentum_y.x +
                                               flux_contribution_i_momentum_y.x);
                flux_i_momentum.z += factor * (ff_flux_contribution_momentum_z.x +
                                               flux_contribution_i_momentum_z.x);
                factor = 0.5f * normal.y;
                flux_i_density += factor * (ff_variable[VAR_MOMENTUM + 1] + momentum_i.y);
                flux_i_density_energy += factor * (ff_flux_contribution_density_energy.y +
                                                   flux_contribution_i_density_energy.y);
                flux_i_momentum.x += factor * (ff_flux_contribution_momentum_x.y +
                                               flux_contribution_i_momentum_x.y);
                flux_i_momentum.y += factor * (ff_flux_contribution_momentum_y.y +
                                               flux_contribution_i_momentum_y.y);
                flux_i_momentum.z += factor * (ff_flux_contribution_momentum_z.y +
                                               flux_contribution_i_momentum_z.y);
            }
        }
        fluxes[i + VAR_DENSITY * nelr] = flux_i_density;
        fluxes[i + (VAR_MOMENTUM + 0) * nelr] = flux_i_momentum.x;
        fluxes[i + (VAR_MOMENTUM + 1) * nelr] = flux_i_momentum.y;
        fluxes[i + (VAR_MOMENTUM + 2) * nelr] = flux_i_momentum.z;
        fluxes[i + VAR_DENSITY_ENERGY * nelr] = flux_i_density_energy;
    }
}

static void time_step(int j, int nelr, float *old_variables, float *variables, float *step_factors,
                      float *fluxes)
{
    int i;
#pragma omp parallel for default(shared) schedule(static)
    for (i = 0; i < nelr; i++) {
        float factor = step_factors[i] / (float)(RK + 1 - j);
        variables[i + VAR_DENSITY * nelr] =
            old_variables[i + VAR_DENSITY * nelr] + factor * fluxes[i + VAR_DENSITY * nelr];
        variables[i + VAR_DENSITY_ENERGY * nelr] =
            old_variables[i + VAR_DENSITY_ENERGY * nelr] + factor * fluxes[i + VAR_DENSITY_ENERGY * nelr];
        variables[i + (VAR_MOMENTUM + 0) * nelr] =
            old_variables[i + (VAR_MOMENTUM + 0) * nelr] + factor * fluxes[i + (VAR_MOMENTUM + 0) * nelr];
        variables[i + (VAR_MOMENTUM + 1) * nelr] =
            old_variables[i + (VAR_MOMENTUM + 1) * nelr] + factor * fluxes[i + (VAR_MOMENTUM + 1) * nelr];
        variables[i + (VAR_MOMENTUM + 2) * nelr] =
            old_variables[i + (VAR_MOMENTUM + 2) * nelr] + factor * fluxes[i + (VAR_MOMENTUM + 2) * nelr];
    }
}

int main(void)
{
    int nelr = NX * NY;
    int i, j, k, it;
    float *areas, *normals, *variables, *old_variables, *fluxes, *step_factors;
    int *ese;

    {
        const float angle_of_attack = (float)(3.1415926535897931 / 180.0) * deg_angle_of_attack;
        ff_variable[VAR_DENSITY] = 1.4f;
        float ff_pressure = 1.0f;
        float ff_speed_of_sound = sqrtf(GAMMA * ff_pressure / ff_variable[VAR_DENSITY]);
        float ff_speed = ff_mach * ff_speed_of_sound;
        float3 ff_velocity;
        ff_velocity.x = ff_speed * cosf(angle_of_attack);
        ff_velocity.y = ff_speed * sinf(angle_of_attack);
        ff_velocity.z = 0.0f;
        ff_variable[VAR_MOMENTUM + 0] = ff_variable[VAR_DENSITY] * ff_velocity.x;
        ff_variable[VAR_MOMENTUM + 1] = ff_variable[VAR_DENSITY] * ff_velocity.y;
        ff_variable[VAR_MOMENTUM + 2] = ff_variable[VAR_DENSITY] * ff_velocity.z;
        ff_variable[VAR_DENSITY_ENERGY] = ff_variable[VAR_DENSITY] * (0.5f * (ff_speed * ff_speed)) +
                                          (ff_pressure / (GAMMA - 1.0f));
        float3 ff_momentum;
        ff_momentum.x = ff_variable[VAR_MOMENTUM + 0];
        ff_momentum.y = ff_variable[VAR_MOMENTUM + 1];
        ff_momentum.z = ff_variable[VAR_MOMENTUM + 2];
        compute_flux_contribution(ff_variable[VAR_DENSITY], ff_momentum,
                                  ff_variable[VAR_DENSITY_ENERGY], ff_pressure, ff_velocity,
                                  &ff_flux_contribution_momentum_x, &ff_flux_contribution_momentum_y,
                                  &ff_flux_contribution_momentum_z,
                                  &ff_flux_contribution_density_energy);
    }

    areas = (float *)malloc(sizeof(float) * nelr);
    ese = (int *)malloc(sizeof(int) * nelr * NNB);
    normals = (float *)malloc(sizeof(float) * nelr * NDIM * NNB);
    for (j = 0; j < NY; j++)
        for (i = 0; i < NX; i++) {
            int e = j * NX + i;
            areas[e] = 0.5f + 0.0625f * (float)((i * 3 + j * 5) % 8);
            ese[e * NNB + 0] = i > 0 ? e - 1 : -1;
            ese[e * NNB + 1] = i < NX - 1 ? e + 1 : -2;
            ese[e * NNB + 2] = j > 0 ? e - NX : -1;
            ese[e * NNB + 3] = j < NY - 1 ? e + NX : -2;
            for (k = 0; k < NNB; k++) {
                float sgn = (k & 1) ? 1.0f : -1.0f;
                normals[e + (k + 0 * NNB) * nelr] = (k < 2 ? sgn : 0.0f) * (1.0f + 0.03125f * (float)(i % 4));
                normals[e + (k + 1 * NNB) * nelr] = (k >= 2 ? sgn : 0.0f) * (1.0f + 0.03125f * (float)(j % 4));
                normals[e + (k + 2 * NNB) * nelr] = 0.015625f * (float)((e + k) % 3 - 1);
            }
        }

    variables = (float *)malloc(sizeof(float) * nelr * NVAR);
    old_variables = (float *)malloc(sizeof(float) * nelr * NVAR);
    fluxes = (float *)malloc(sizeof(float) * nelr * NVAR);
    step_factors = (float *)malloc(sizeof(float) * nelr);

    initialize_variables(nelr, variables);
    initialize_variables(nelr, old_variables);
    initialize_variables(nelr, fluxes);
    for (i = 0; i < nelr; i++)
        step_factors[i] = 0.0f;

    for (it = 0; it < ITERATIONS; it++) {
        copy_vars(old_variables, variables, nelr);
        compute_step_factor(nelr, variables, areas, step_factors);
        for (j = 0; j < RK; j++) {
            compute_flux(nelr, ese, normals, variables, fluxes);
            time_step(j, nelr, old_variables, variables, step_factors, fluxes);
        }
    }

    for (k = 0; k < NVAR; k++) {
        double s = 0.0, w = 0.0;
        for (i = 0; i < nelr; i++) {
            s += variables[i + k * nelr];
            w += variables[i + k * nelr] * (double)(i % 11 + 1);
        }
        printf("var %d sum %.12e weighted %.12e\n", k, s, w);
    }
    {
        double s = 0.0;
        for (i = 0; i < nelr; i++)
            s += step_factors[i];
        printf("step factors %.12e first %.6e last %.6e\n", s, step_factors[0], step_factors[nelr - 1]);
    }
    free(areas);
    free(ese);
    free(normals);
    free(variables);
    free(old_variables);
    free(fluxes);
    free(step_factors);
    return 0;
}
